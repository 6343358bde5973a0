import type { IconShape } from '~/components/ui/Icon'

export const star: IconShape = {
  paths: <path d={'m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z'} />,
}
