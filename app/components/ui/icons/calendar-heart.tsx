import type { IconShape } from '~/components/ui/Icon'

export const calendarHeart: IconShape = {
  paths: (
    <>
      <rect x="3" y="4" width="18" height="17" rx="3" />
      <path d="M8 2.5v3M16 2.5v3M3 9h18" />
      <path d="M12 18.5s-3.5-2-3.5-4.2A1.8 1.8 0 0 1 12 13.2a1.8 1.8 0 0 1 3.5 1.1c0 2.2-3.5 4.2-3.5 4.2Z" />
    </>
  ),
}
