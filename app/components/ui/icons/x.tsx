import type { IconShape } from '~/components/ui/Icon'

export const x: IconShape = { paths: <path d="M18 6L6 18M6 6l12 12" /> }
