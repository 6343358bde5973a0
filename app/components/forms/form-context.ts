// TanStack Form's contexts for the field kit: VisitorForm provides them, the field components read them.
import { createFormHookContexts } from '@tanstack/react-form'

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
