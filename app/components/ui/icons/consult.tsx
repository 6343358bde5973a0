import type { IconShape } from '~/components/ui/Icon'

export const consult: IconShape = {
  paths: (
    <>
      <path d="M5 3v6a5 5 0 0 0 10 0V3" />
      <path d="M10 14v2a5 5 0 0 0 10 0v-1" />
      <circle cx="20" cy="13" r="2" />
    </>
  ),
}
