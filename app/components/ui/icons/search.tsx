import type { IconShape } from '~/components/ui/Icon'

export const search: IconShape = {
  paths: (
    <>
      <path d="m21 21l-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </>
  ),
}
