import type { IconShape } from '~/components/ui/Icon'

export const wellbeing: IconShape = {
  paths: (
    <path
      d={
        'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7ZM3.2 12h3.3l2-4 3 8 2-4h7.3'
      }
    />
  ),
}
