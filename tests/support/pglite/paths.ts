import { resolve } from 'node:path'

export const PGLITE_TEMPLATE = resolve('.data/test-pglite/template')
export const PGLITE_COPIES = resolve('.data/test-pglite/copies')
