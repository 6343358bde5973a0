import type { IconShape } from '~/components/ui/Icon'

export const video: IconShape = {
  paths: (
    <>
      <path d="m16 13l5.223 3.482a.5.5 0 0 0 .777-.416V7.87a.5.5 0 0 0-.752-.432L16 10.5" />
      <rect width="14" height="12" x="2" y="6" rx="2" />
    </>
  ),
}
