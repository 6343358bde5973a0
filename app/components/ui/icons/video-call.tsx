import type { IconShape } from '~/components/ui/Icon'

export const videoCall: IconShape = {
  paths: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m22 8-6 4 6 4V8Z" />
    </>
  ),
}
