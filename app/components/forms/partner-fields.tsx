// The fields both partner forms ask for: who, which company, a work address, the privacy policy.
import { limits } from '@core/schemas/forms'
import * as m from '@core/paraglide/messages'
import { PrivacyAcceptText } from './FormShell'
import type { FieldSpec } from './VisitorForm'

export const contactFields = [
  {
    name: 'fullName',
    input: 'text',
    label: m.forms_label_full_name,
    maxLength: limits.fullName,
    autoComplete: 'name',
  },
  {
    name: 'companyName',
    input: 'text',
    label: m.forms_label_company_name,
    maxLength: limits.companyName,
    autoComplete: 'organization',
  },
  {
    name: 'email',
    input: 'text',
    type: 'email',
    label: m.forms_label_work_email,
    maxLength: limits.email,
    autoComplete: 'email',
  },
] as const satisfies ReadonlyArray<FieldSpec>

export const privacyField = {
  name: 'privacyAccepted',
  input: 'checkbox',
  label: () => <PrivacyAcceptText />,
} as const satisfies FieldSpec
