import type { IconShape } from '~/components/ui/Icon'

export const info: IconShape = {
  paths: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4m0-4h.01" />
    </>
  ),
}
