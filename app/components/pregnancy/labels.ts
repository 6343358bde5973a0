import * as m from '@core/paraglide/messages'
import type { Trimester } from '@core/pregnancy/weeks'

export const trimesterNames: Record<Trimester, () => string> = {
  1: m.pregnancy_trimester_1,
  2: m.pregnancy_trimester_2,
  3: m.pregnancy_trimester_3,
}
