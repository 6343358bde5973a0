import type { IconShape } from '~/components/ui/Icon'

export const arrowRight: IconShape = { paths: <path d="M5 12h14m-7-7l7 7l-7 7" /> }
