import { emptyMediaKit, mediaKitSchema } from '@core/schemas/forms'
import * as m from '@core/paraglide/messages'
import { procedureCall, useTRPC } from '~/trpc/react'
import { contactFields, privacyField } from './partner-fields'
import { VisitorForm, type VisitorFormProps } from './VisitorForm'

export function MediaKitForm(props: VisitorFormProps) {
  const send = procedureCall(useTRPC().forms.mediaKit.mutationOptions())
  return (
    <VisitorForm
      {...props}
      kind="get_media_kit"
      schema={mediaKitSchema}
      defaults={emptyMediaKit}
      fields={[...contactFields, privacyField]}
      send={send}
      submitLabel={m.forms_media_kit_submit()}
      success={{ title: m.forms_media_kit_success_title(), text: m.forms_media_kit_success_text() }}
      testId="media-kit-form"
    />
  )
}
