import type { IconShape } from '~/components/ui/Icon'

export const check: IconShape = { paths: <path d="M20 6L9 17l-5-5" /> }
