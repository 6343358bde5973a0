import type { IconShape } from '~/components/ui/Icon'

export const smartphone: IconShape = {
  paths: (
    <>
      <rect width="14" height="20" x="5" y="2" rx="2" ry="2" />
      <path d="M12 18h.01" />
    </>
  ),
}
