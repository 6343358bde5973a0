import type { IconShape } from '~/components/ui/Icon'

export const arrowLeft: IconShape = { paths: <path d="m12 19l-7-7l7-7m7 7H5" /> }
