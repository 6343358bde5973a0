import type { IconShape } from '~/components/ui/Icon'

export const loader: IconShape = { paths: <path d="M21 12a9 9 0 1 1-6.219-8.56" /> }
