import { useMutation } from '@tanstack/react-query'
import { emptyMediaKit, mediaKitSchema } from '@core/schemas/forms'
import * as m from '@core/paraglide/messages'
import { useTRPC } from '~/trpc/react'
import { contactFields, privacyField } from './partner-fields'
import { VisitorForm, type VisitorFormProps } from './VisitorForm'

export function MediaKitForm(props: VisitorFormProps) {
  const mutation = useMutation(useTRPC().forms.mediaKit.mutationOptions())
  return (
    <VisitorForm
      {...props}
      kind="get_media_kit"
      schema={mediaKitSchema}
      defaults={emptyMediaKit}
      fields={[...contactFields, privacyField]}
      send={mutation.mutateAsync}
      submitLabel={m.forms_media_kit_submit()}
      success={{ title: m.forms_media_kit_success_title(), text: m.forms_media_kit_success_text() }}
      testId="media-kit-form"
    />
  )
}
