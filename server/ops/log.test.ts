import { describe, expect, it } from 'vitest'
import { errorFields } from './log.ts'

describe('errorFields', () => {
  it('keeps the message and stack of an error but not the SQL parameters drizzle appends', () => {
    const error = new Error(
      'Failed query: insert into "form_submissions" values ($1, $2)\nparams: ana@example.com,Ana Martínez',
    )
    const fields = errorFields(new Error('submission failed', { cause: error }))
    const text = JSON.stringify(fields)
    expect(text).toContain('Failed query: insert into')
    expect(text).toContain('params: [hidden]')
    expect(text).not.toContain('ana@example.com')
    expect(text).not.toContain('Martínez')
    expect(fields).toMatchObject({ type: 'Error', message: 'submission failed' })
  })
})
