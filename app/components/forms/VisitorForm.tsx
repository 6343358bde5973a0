// One visitor form from a declaration of its fields: the field kit renders them, FormShell frames
// them (filling in, success, failure), useSubmission sends the fill.
import { type AnyFieldApi, type StandardSchemaV1, useForm } from '@tanstack/react-form'
import { type ReactNode, useImperativeHandle } from 'react'
import type { FormKind } from '@core/schemas/forms'
import { CheckboxField, TextField, type TextFieldProps } from './Fields'
import { fieldContext, formContext } from './form-context'
import { FormShell } from './FormShell'
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
  /** Where the form posts without JavaScript, for a form that has a server route. */
  action?: string
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
  const form = useForm({
    defaultValues: defaults,
    validators: { onChange: schema },
    onSubmit: ({ value, formApi }) => submission.send(value, formApi),
  })
  useImperativeHandle(ref, () => ({
    isDone: () => submission.state === 'success',
    reset: () => submission.reset(form),
  }))

  return (
    // The kit's components read their form and field from TanStack Form's contexts. (Not its
    // createFormHook: that brings field groups along, 1.3 kB gzip on every page with a form.)
    <formContext.Provider value={form}>
      <FormShell
        form={form}
        state={submission.state}
        failure={submission.failure}
        honeypot={submission.honeypot}
        onRetry={submission.retry}
        {...shell}
      >
        {fields.map((spec) => (
          // Loosely typed, as in TanStack's own createFormHook: the spec's name is a key of V.
          <form.Field key={spec.name} name={spec.name as never}>
            {(field) => (
              <fieldContext.Provider value={field as unknown as AnyFieldApi}>
                <FieldOf spec={spec} />
              </fieldContext.Provider>
            )}
          </form.Field>
        ))}
      </FormShell>
    </formContext.Provider>
  )
}

function FieldOf({ spec }: { spec: FieldSpec }) {
  if (spec.input === 'checkbox') return <CheckboxField>{spec.label()}</CheckboxField>
  const { name: _name, input: _input, label, hint, ...text } = spec
  return <TextField {...text} label={label()} hint={hint?.()} />
}
