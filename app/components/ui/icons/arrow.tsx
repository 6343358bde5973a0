import type { IconShape } from '~/components/ui/Icon'

export const arrow: IconShape = { paths: <path d="M5 12h14M13 6l6 6-6 6" />, mirrored: true }
