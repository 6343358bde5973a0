import type { IconShape } from '~/components/ui/Icon'

export const employers: IconShape = {
  paths: (
    <path
      d={
        'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16M4 6h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z'
      }
    />
  ),
}
