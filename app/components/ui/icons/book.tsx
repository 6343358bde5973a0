import type { IconShape } from '~/components/ui/Icon'

export const book: IconShape = {
  paths: (
    <>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5A2.5 2.5 0 0 0 4 21.5v-2Z" />
      <path d="M8 7h8M8 11h6" />
    </>
  ),
}
