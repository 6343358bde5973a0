import type { IconShape } from '~/components/ui/Icon'

export const parents: IconShape = {
  paths: (
    <path
      d={
        'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8'
      }
    />
  ),
}
