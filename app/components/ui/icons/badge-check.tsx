import type { IconShape } from '~/components/ui/Icon'

export const badgeCheck: IconShape = {
  paths: (
    <>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77a4 4 0 0 1 6.74 0a4 4 0 0 1 4.78 4.78a4 4 0 0 1 0 6.74a4 4 0 0 1-4.77 4.78a4 4 0 0 1-6.75 0a4 4 0 0 1-4.78-4.77a4 4 0 0 1 0-6.76" />
      <path d="m16 9l-5.5 5.5L8 12" />
    </>
  ),
}
