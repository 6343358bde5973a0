import type { IconShape } from '~/components/ui/Icon'

export const chevronRight: IconShape = { paths: <path d="m9 18l6-6l-6-6" /> }
