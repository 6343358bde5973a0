import type { IconShape } from '~/components/ui/Icon'

export const pregnant: IconShape = {
  paths: (
    <path
      d={
        'M12 21a8 8 0 0 0 8-8c0-4-3-7-6-8M12 21c-3 0-5-2-5-5 0-2 1-3.5 2.5-4.5M12 2.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z'
      }
    />
  ),
}
