// TanStack Form's contexts for the field kit (kit.ts): field components read their field here.
import { createFormHookContexts } from '@tanstack/react-form'

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
