import {
  type DataRevocationValues,
  dataRevocationSchema,
  emptyDataRevocation,
  limits,
} from '@core/schemas/forms'
import * as m from '@core/paraglide/messages'
import { procedureCall, useTRPC } from '~/trpc/react'
import { type FieldSpec, VisitorForm } from './VisitorForm'

const fields: ReadonlyArray<FieldSpec<keyof DataRevocationValues>> = [
  {
    name: 'email',
    input: 'text',
    type: 'email',
    label: m.forms_revocation_label_email,
    maxLength: limits.email,
    autoComplete: 'email',
  },
  {
    name: 'reason',
    input: 'text',
    label: m.forms_revocation_label_reason,
    hint: m.forms_revocation_hint_reason,
    maxLength: limits.reason,
    multiline: true,
    rows: 4,
  },
  { name: 'confirmDeletion', input: 'checkbox', label: m.forms_revocation_confirm_label },
]

export function DataRevocationForm() {
  const send = procedureCall(useTRPC().forms.dataRevocation.mutationOptions())
  return (
    <VisitorForm
      kind="data_revocation"
      schema={dataRevocationSchema}
      defaults={emptyDataRevocation}
      fields={fields}
      send={send}
      submitLabel={m.forms_revocation_submit()}
      success={{
        title: m.forms_revocation_success_title(),
        text: m.forms_revocation_success_text(),
        hint: m.forms_revocation_success_hint(),
      }}
      action="/api/revocations/request"
      testId="revocation-form"
    />
  )
}
