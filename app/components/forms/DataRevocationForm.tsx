import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import {
  type DataRevocationValues,
  dataRevocationSchema,
  emptyDataRevocation,
  limits,
} from '@core/schemas/forms'
import { useTRPC } from '../../trpc/react'
import * as m from '@core/paraglide/messages'
import { CheckboxField, TextField } from './fields'
import { FormShell } from './FormShell'
import { useSubmission } from './use-submission'

export function DataRevocationForm() {
  const trpc = useTRPC()
  const mutation = useMutation(trpc.forms.dataRevocation.mutationOptions())
  const submission = useSubmission<DataRevocationValues>('data_revocation', (input) =>
    mutation.mutateAsync(input),
  )
  const form = useForm({
    defaultValues: emptyDataRevocation,
    validators: { onChange: dataRevocationSchema },
    onSubmit: ({ value, formApi }) => submission.submit(value, formApi),
  })

  return (
    <FormShell
      form={form}
      state={submission.state}
      failure={submission.failure}
      honeypot={submission.honeypot}
      onRetry={submission.retry}
      submitLabel={m.forms_revocation_submit()}
      success={{
        title: m.forms_revocation_success_title(),
        text: m.forms_revocation_success_text(),
        hint: m.forms_revocation_success_hint(),
      }}
      testId="revocation-form"
    >
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            type="email"
            label={m.forms_revocation_label_email()}
            maxLength={limits.email}
            autoComplete="email"
          />
        )}
      </form.Field>
      <form.Field name="reason">
        {(field) => (
          <TextField
            field={field}
            label={m.forms_revocation_label_reason()}
            hint={m.forms_revocation_hint_reason()}
            maxLength={limits.reason}
            multiline
            rows={4}
          />
        )}
      </form.Field>
      <form.Field name="confirmDeletion">
        {(field) => <CheckboxField field={field}>{m.forms_revocation_confirm_label()}</CheckboxField>}
      </form.Field>
    </FormShell>
  )
}
