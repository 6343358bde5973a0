// The one field kit of the visitor forms: `useAppForm` whose fields render the shared components.
import { createFormHook } from '@tanstack/react-form'
import { CheckboxField, SubmitButton, TextField } from './fields'
import { fieldContext, formContext } from './form-context'

export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, CheckboxField },
  formComponents: { SubmitButton },
})
