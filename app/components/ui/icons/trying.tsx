import type { IconShape } from '~/components/ui/Icon'

export const trying: IconShape = {
  paths: <path d={'M12 2a10 10 0 1 0 10 10M12 6a6 6 0 1 0 6 6M12 10a2 2 0 1 0 2 2M16 2l-4 10M22 8l-10 4'} />,
}
