import { useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useImperativeHandle } from 'react'
import { type MediaKitValues, mediaKitSchema, emptyMediaKit, limits } from '@core/schemas/forms'
import { useTRPC } from '../../trpc/react'
import * as m from '@core/paraglide/messages'
import type { FormHandle } from './BookCallForm'
import { CheckboxField, TextField } from './fields'
import { FormShell, PrivacyAcceptText } from './FormShell'
import { useSubmission } from './use-submission'

export function MediaKitForm({
  successAction,
  ref,
}: {
  successAction?: ReactNode
  ref?: React.Ref<FormHandle>
}) {
  const trpc = useTRPC()
  const mutation = useMutation(trpc.forms.mediaKit.mutationOptions())
  const submission = useSubmission<MediaKitValues>('get_media_kit', (input) => mutation.mutateAsync(input))
  const form = useForm({
    defaultValues: emptyMediaKit,
    validators: { onChange: mediaKitSchema },
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
      submitLabel={m.forms_media_kit_submit()}
      success={{ title: m.forms_media_kit_success_title(), text: m.forms_media_kit_success_text() }}
      successAction={successAction}
      testId="media-kit-form"
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
