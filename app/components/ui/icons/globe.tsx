import type { IconShape } from '~/components/ui/Icon'

export const globe: IconShape = {
  paths: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 2a14.5 14.5 0 0 0 0 20a14.5 14.5 0 0 0 0-20M2 12h20" />
    </>
  ),
}
