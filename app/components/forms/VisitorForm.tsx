// One visitor form from a declaration of its fields: the field kit renders them, FormShell frames
// them (filling in, success, failure), useSubmission sends the fill.
import type { StandardSchemaV1 } from '@tanstack/react-form'
import { type ReactNode, useImperativeHandle } from 'react'
import type { FormKind } from '@core/schemas/forms'
import type { TextFieldProps } from './fields'
import { FormShell } from './FormShell'
import { useAppForm } from './kit'
import { type SubmissionMeta, useSubmission } from './use-submission'

/** A field of a form: a text input (text, e-mail, several lines) or a box to tick. */
export type FieldSpec<Name extends string = string> =
  | ({ name: Name; input: 'text' } & Omit<TextFieldProps, 'label' | 'hint'> & {
        label: () => string
        hint?: () => string
      })
  | { name: Name; input: 'checkbox'; label: () => ReactNode }

export interface FormHandle {
  /** True once the form was sent: the dialog then starts a fresh form next time. */
  isDone: () => boolean
  reset: () => void
}

/** What the page gives a form. */
export interface VisitorFormProps {
  /** Shown under the success text (e.g. a Close button in a dialog). */
  successAction?: ReactNode
  ref?: React.Ref<FormHandle>
}

interface Declaration<V extends object> extends VisitorFormProps {
  kind: FormKind
  schema: StandardSchemaV1<V, unknown>
  defaults: V
  fields: ReadonlyArray<FieldSpec<keyof V & string>>
  send: (input: V & SubmissionMeta) => Promise<unknown>
  submitLabel: string
  success: { title: string; text: string; hint?: string }
  testId: string
}

export function VisitorForm<V extends object>({
  kind,
  schema,
  defaults,
  fields,
  send,
  ref,
  ...shell
}: Declaration<V>) {
  const submission = useSubmission<V>(kind, send)
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) => submission.send(value, formApi),
  })
  useImperativeHandle(ref, () => ({
    isDone: () => submission.state === 'success',
    reset: () => submission.reset(form),
  }))

  return (
    <form.AppForm>
      <FormShell
        form={form}
        state={submission.state}
        failure={submission.failure}
        honeypot={submission.honeypot}
        onRetry={submission.retry}
        {...shell}
      >
        {fields.map((spec) => (
          <form.AppField key={spec.name} name={spec.name as never}>
            {(field) => {
              if (spec.input === 'checkbox') return <field.CheckboxField>{spec.label()}</field.CheckboxField>
              const { name: _name, input: _input, label, hint, ...text } = spec
              return <field.TextField {...text} label={label()} hint={hint?.()} />
            }}
          </form.AppField>
        ))}
      </FormShell>
    </form.AppForm>
  )
}
