import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useImperativeHandle } from 'react'
import { type BookCallValues, bookCallSchema, emptyBookCall, limits } from '@core/schemas/forms'
import { useTRPC } from '../../trpc/react'
import * as m from '@core/paraglide/messages'
import { CheckboxField, TextField } from './fields'
import { FormShell, PrivacyAcceptText } from './FormShell'
import { useSubmission } from './use-submission'

export interface FormHandle {
  /** True once the form was sent: the dialog then starts a fresh form next time. */
  isDone: () => boolean
  reset: () => void
}

export function BookCallForm({
  successAction,
  ref,
}: {
  successAction?: ReactNode
  ref?: React.Ref<FormHandle>
}) {
  const trpc = useTRPC()
  const mutation = useMutation(trpc.forms.bookCall.mutationOptions())
  const submission = useSubmission<BookCallValues>('book_a_call', (input) => mutation.mutateAsync(input))
  const form = useForm({
    defaultValues: emptyBookCall,
    validators: { onChange: bookCallSchema },
    onSubmit: ({ value, formApi }) => submission.submit(value, formApi),
  })
  useImperativeHandle(ref, () => ({
    isDone: () => submission.state === 'success',
    reset: () => submission.reset(form),
  }))

  return (
    <FormShell
      form={form}
      state={submission.state}
      failure={submission.failure}
      honeypot={submission.honeypot}
      onRetry={submission.retry}
      submitLabel={m.forms_book_call_submit()}
      success={{ title: m.forms_book_call_success_title(), text: m.forms_book_call_success_text() }}
      successAction={successAction}
      testId="book-call-form"
    >
      <form.Field name="fullName">
        {(field) => (
          <TextField
            field={field}
            label={m.forms_label_full_name()}
            maxLength={limits.fullName}
            autoComplete="name"
          />
        )}
      </form.Field>
      <form.Field name="companyName">
        {(field) => (
          <TextField
            field={field}
            label={m.forms_label_company_name()}
            maxLength={limits.companyName}
            autoComplete="organization"
          />
        )}
      </form.Field>
      <form.Field name="email">
        {(field) => (
          <TextField
            field={field}
            type="email"
            label={m.forms_label_work_email()}
            maxLength={limits.email}
            autoComplete="email"
          />
        )}
      </form.Field>
      <form.Field name="preferredTime">
        {(field) => (
          <TextField
            field={field}
            label={m.forms_label_preferred_time()}
            hint={m.forms_hint_preferred_time()}
            maxLength={limits.preferredTime}
            multiline
            rows={2}
          />
        )}
      </form.Field>
      <form.Field name="privacyAccepted">
        {(field) => (
          <CheckboxField field={field}>
            <PrivacyAcceptText />
          </CheckboxField>
        )}
      </form.Field>
    </FormShell>
  )
}
