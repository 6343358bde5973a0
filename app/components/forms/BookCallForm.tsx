import { type BookCallValues, bookCallSchema, emptyBookCall, limits } from '@core/schemas/forms'
import * as m from '@core/paraglide/messages'
import { procedureCall, useTRPC } from '~/trpc/react'
import { contactFields, privacyField } from './partner-fields'
import { type FieldSpec, VisitorForm, type VisitorFormProps } from './VisitorForm'

export type { FormHandle } from './VisitorForm'

const fields: ReadonlyArray<FieldSpec<keyof BookCallValues>> = [
  ...contactFields,
  {
    name: 'preferredTime',
    input: 'text',
    label: m.forms_label_preferred_time,
    hint: m.forms_hint_preferred_time,
    maxLength: limits.preferredTime,
    multiline: true,
    rows: 2,
  },
  privacyField,
]

export function BookCallForm(props: VisitorFormProps) {
  const send = procedureCall(useTRPC().forms.bookCall.mutationOptions())
  return (
    <VisitorForm
      {...props}
      kind="book_a_call"
      schema={bookCallSchema}
      defaults={emptyBookCall}
      fields={fields}
      send={send}
      submitLabel={m.forms_book_call_submit()}
      success={{ title: m.forms_book_call_success_title(), text: m.forms_book_call_success_text() }}
      testId="book-call-form"
    />
  )
}
