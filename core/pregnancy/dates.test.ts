import { describe, expect, it } from 'vitest'
import {
  addDays,
  cycle,
  type DueDateBasis,
  dateRange,
  dayNumber,
  dueDate,
  estimate,
  gestationalAge,
  isCycleLength,
  ovulationEstimate,
  periodRange,
} from './dates.ts'

const today = '2026-11-26'
const ago = (days: number) => addDays(today, -days)
const weeksAgo = (weeks: number, days = 0) => ago(weeks * 7 + days)

describe('dueDate', () => {
  it("applies Naegele's rule to a 28-day cycle: 280 days after the last period", () => {
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 28 })?.dueDate).toBe('2026-10-08')
    expect(dueDate({ from: 'period', date: '2026-03-15', cycleDays: 28 })?.dueDate).toBe('2026-12-20')
  })

  it('counts 29 February in a leap year and not otherwise', () => {
    expect(dueDate({ from: 'period', date: '2024-02-01', cycleDays: 28 })?.dueDate).toBe('2024-11-07')
    expect(dueDate({ from: 'period', date: '2025-02-01', cycleDays: 28 })?.dueDate).toBe('2025-11-08')
    // A last period on 29 February itself.
    expect(dueDate({ from: 'period', date: '2028-02-29', cycleDays: 28 })?.dueDate).toBe('2028-12-05')
  })

  it('moves the due date by the days a cycle differs from 28, from 21 to 45 days', () => {
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 21 })?.dueDate).toBe('2026-10-01')
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 35 })?.dueDate).toBe('2026-10-15')
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 45 })?.dueDate).toBe('2026-10-25')
    for (let days = 21; days <= 45; days++) {
      const result = dueDate({ from: 'period', date: '2026-01-01', cycleDays: days })
      expect(result?.dueDate).toBe(addDays('2026-10-08', days - 28))
    }
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 20 })).toBeNull()
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 46 })).toBeNull()
    expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: 28.5 })).toBeNull()
  })

  it('counts the weeks from the last period itself, whatever the cycle: the cycle moves only the due date', () => {
    for (let days = 21; days <= 45; days++) {
      expect(dueDate({ from: 'period', date: '2026-01-01', cycleDays: days })?.pregnancyStart).toBe(
        '2026-01-01',
      )
    }
  })

  it('counts 266 days from conception, and from a transfer less the embryo age', () => {
    expect(dueDate({ from: 'conception', date: '2026-01-15' })?.dueDate).toBe('2026-10-08')
    expect(dueDate({ from: 'transfer', date: '2026-01-20', embryoDays: 5 })?.dueDate).toBe('2026-10-08')
    expect(dueDate({ from: 'transfer', date: '2026-01-18', embryoDays: 3 })?.dueDate).toBe('2026-10-08')
    // Weeks count from two weeks before conception, as from a last period.
    expect(dueDate({ from: 'conception', date: '2026-01-15' })?.pregnancyStart).toBe('2026-01-01')
    expect(dueDate({ from: 'transfer', date: '2026-01-20', embryoDays: 5 })?.pregnancyStart).toBe(
      '2026-01-01',
    )
    expect(dueDate({ from: 'transfer', date: '2026-01-18', embryoDays: 3 })?.pregnancyStart).toBe(
      '2026-01-01',
    )
  })

  it('refuses dates that do not exist', () => {
    expect(dueDate({ from: 'period', date: '2025-02-29', cycleDays: 28 })).toBeNull()
    expect(dueDate({ from: 'conception', date: '2026-13-01' })).toBeNull()
    expect(dueDate({ from: 'conception', date: 'yesterday' })).toBeNull()
    expect(dayNumber('2026-04-31')).toBeNull()
  })
})

describe('gestationalAge', () => {
  it('gives completed weeks and days, and the page of those completed weeks', () => {
    expect(gestationalAge('2026-01-01', '2026-01-01')).toEqual({ weeks: 0, days: 0, pageWeek: 1 })
    expect(gestationalAge('2026-01-01', '2026-01-07')).toEqual({ weeks: 0, days: 6, pageWeek: 1 })
    expect(gestationalAge('2026-01-01', '2026-01-08')).toEqual({ weeks: 1, days: 0, pageWeek: 1 })
    expect(gestationalAge('2026-01-01', '2026-03-26')).toEqual({ weeks: 12, days: 0, pageWeek: 12 })
    expect(gestationalAge('2026-01-01', '2026-04-01')).toEqual({ weeks: 12, days: 6, pageWeek: 12 })
    expect(gestationalAge('2026-01-01', '2026-10-08')).toEqual({ weeks: 40, days: 0, pageWeek: 40 })
    expect(gestationalAge('2026-01-01', '2026-10-22')).toEqual({ weeks: 42, days: 0, pageWeek: 40 })
    expect(gestationalAge('2026-01-01', '2025-12-31')).toBeNull()
  })

  it('sends 36+x to week 36, not week 37 (full term), and 39+x to week 39, not week 40 (the due date)', () => {
    for (let day = 0; day < 7; day++) {
      expect(gestationalAge('2026-01-01', addDays('2026-01-01', 36 * 7 + day))?.pageWeek).toBe(36)
      expect(gestationalAge('2026-01-01', addDays('2026-01-01', 39 * 7 + day))?.pageWeek).toBe(39)
    }
  })
})

describe('estimate', () => {
  const period = (date: string, cycleDays = 28) => estimate({ from: 'period', date, cycleDays }, today)

  it('says how far along a pregnancy is today, and which week page to read', () => {
    expect(period(weeksAgo(10, 3))).toMatchObject({
      status: 'pregnant',
      age: { weeks: 10, days: 3, pageWeek: 10 },
    })
    expect(period(weeksAgo(36, 3))).toMatchObject({
      status: 'pregnant',
      age: { weeks: 36, days: 3, pageWeek: 36 },
    })
    expect(period(weeksAgo(39, 2))).toMatchObject({
      status: 'pregnant',
      age: { weeks: 39, days: 2, pageWeek: 39 },
    })
  })

  it('counts the weeks from the last period with a cycle other than 28 days, and moves only the due date', () => {
    // 20 weeks since the period, a 35-day cycle: 20+0 (not 19+0), due 40 weeks and 7 days after the period.
    expect(period(weeksAgo(20), 35)).toEqual({
      status: 'pregnant',
      age: { weeks: 20, days: 0, pageWeek: 20 },
      pregnancyStart: weeksAgo(20),
      dueDate: addDays(weeksAgo(20), 287),
    })
    expect(period(weeksAgo(20), 21)).toMatchObject({
      age: { weeks: 20, days: 0 },
      dueDate: addDays(weeksAgo(20), 273),
    })
  })

  it('takes a recent period with a long cycle as it is, not as a pregnancy that has not started', () => {
    expect(period(ago(3), 35)).toMatchObject({ status: 'pregnant', age: { weeks: 0, days: 3, pageWeek: 1 } })
    expect(period(today, 45)).toMatchObject({ status: 'pregnant', age: { weeks: 0, days: 0 } })
  })

  it('refuses a last period after today, even one within a long cycle, and shows no due date', () => {
    expect(period(ago(-1), 45)).toEqual({ status: 'future' })
    expect(period(ago(-1), 28)).toEqual({ status: 'future' })
    expect(period(ago(-30), 21)).toEqual({ status: 'future' })
  })

  it('stops at two weeks past the due date: 42+0 with a 28-day cycle', () => {
    expect(period(ago(294))).toMatchObject({ status: 'pregnant', age: { weeks: 42, days: 0, pageWeek: 40 } })
    expect(period(ago(295))).toEqual({ status: 'past' })
    // The due date moves with the cycle, and so does the limit.
    expect(period(ago(301), 35)).toMatchObject({ status: 'pregnant', age: { weeks: 43, days: 0 } })
    expect(period(ago(302), 35)).toEqual({ status: 'past' })
    expect(period(ago(287), 21)).toMatchObject({ status: 'pregnant', age: { weeks: 41, days: 0 } })
    expect(period(ago(288), 21)).toEqual({ status: 'past' })
    expect(period(weeksAgo(50))).toEqual({ status: 'past' })
  })

  it('refuses a conception after today instead of counting it as a pregnancy', () => {
    expect(estimate({ from: 'conception', date: ago(-5) }, today)).toEqual({ status: 'future' })
    expect(estimate({ from: 'conception', date: ago(-1) }, today)).toEqual({ status: 'future' })
    expect(estimate({ from: 'conception', date: today }, today)).toMatchObject({
      status: 'pregnant',
      age: { weeks: 2, days: 0, pageWeek: 2 },
    })
    expect(estimate({ from: 'conception', date: ago(280) }, today)).toMatchObject({
      age: { weeks: 42, days: 0 },
    })
    expect(estimate({ from: 'conception', date: ago(281) }, today)).toEqual({ status: 'past' })
  })

  it('gives a transfer still to come its due date and no weeks, up to a year ahead', () => {
    expect(estimate({ from: 'transfer', date: ago(-7), embryoDays: 5 }, today)).toEqual({
      status: 'planned',
      dueDate: addDays(ago(-7), 261),
    })
    expect(estimate({ from: 'transfer', date: ago(-1), embryoDays: 3 }, today)).toEqual({
      status: 'planned',
      dueDate: addDays(ago(-1), 263),
    })
    expect(estimate({ from: 'transfer', date: ago(-365), embryoDays: 5 }, today)).toMatchObject({
      status: 'planned',
    })
    expect(estimate({ from: 'transfer', date: ago(-366), embryoDays: 5 }, today)).toEqual({
      status: 'future',
    })
    expect(estimate({ from: 'transfer', date: today, embryoDays: 5 }, today)).toMatchObject({
      status: 'pregnant',
      age: { weeks: 2, days: 5 },
    })
    expect(estimate({ from: 'transfer', date: ago(275), embryoDays: 5 }, today)).toMatchObject({
      status: 'pregnant',
    })
    expect(estimate({ from: 'transfer', date: ago(276), embryoDays: 5 }, today)).toEqual({ status: 'past' })
  })

  it('is null for a date or a cycle that is not valid', () => {
    expect(period('2025-02-29')).toBeNull()
    expect(period(ago(10), 46)).toBeNull()
  })

  it('bounds the date field exactly where the answers change', () => {
    const bases: DueDateBasis[] = [
      { from: 'conception' },
      { from: 'transfer', embryoDays: 3 },
      { from: 'transfer', embryoDays: 5 },
      ...Array.from({ length: 25 }, (_, i) => ({ from: 'period' as const, cycleDays: 21 + i })),
    ]
    for (const basis of bases) {
      const range = dateRange(basis, today)!
      const at = (date: string) => estimate({ ...basis, date }, today)?.status
      expect(at(range.min), JSON.stringify(basis)).toBe('pregnant')
      expect(at(addDays(range.min, -1)), JSON.stringify(basis)).toBe('past')
      expect(at(range.max), JSON.stringify(basis)).toBe(basis.from === 'transfer' ? 'planned' : 'pregnant')
      expect(at(addDays(range.max, 1)), JSON.stringify(basis)).toBe('future')
    }
    // No last period in the future, none more than 42 weeks (and the cycle's adjustment) ago.
    expect(dateRange({ from: 'period', cycleDays: 28 }, today)).toEqual({ min: ago(294), max: today })
    expect(dateRange({ from: 'period', cycleDays: 45 }, today)).toEqual({ min: ago(311), max: today })
    expect(dateRange({ from: 'transfer', embryoDays: 5 }, today)?.max).toBe(ago(-365))
    expect(dateRange({ from: 'period', cycleDays: 50 }, today)).toBeNull()
  })
})

describe('cycle', () => {
  it('puts ovulation 14 days before the next period and the fertile window before it', () => {
    expect(cycle('2026-01-01', 28)).toEqual({
      ovulation: '2026-01-15',
      fertileStart: '2026-01-10',
      fertileEnd: '2026-01-15',
      nextPeriods: ['2026-01-29', '2026-02-26', '2026-03-26'],
    })
  })

  it('handles short and long cycles and leap years', () => {
    expect(cycle('2026-01-01', 21)?.ovulation).toBe('2026-01-08')
    expect(cycle('2026-01-01', 45)?.ovulation).toBe('2026-02-01')
    expect(cycle('2024-02-20', 28)?.nextPeriods[0]).toBe('2024-03-19')
    expect(cycle('2025-02-20', 28)?.nextPeriods[0]).toBe('2025-03-20')
    for (let days = 21; days <= 45; days++) {
      const result = cycle('2026-05-10', days)
      expect(result?.nextPeriods[0]).toBe(addDays('2026-05-10', days))
      expect(result?.ovulation).toBe(addDays('2026-05-10', days - 14))
    }
    expect(cycle('2026-01-01', 46)).toBeNull()
    expect(isCycleLength(21) && isCycleLength(45) && !isCycleLength(20)).toBe(true)
  })
})

describe('ovulationEstimate', () => {
  it('answers for a period within the last cycle', () => {
    expect(ovulationEstimate(ago(10), 28, today)).toEqual({ status: 'ok', ...cycle(ago(10), 28) })
    expect(ovulationEstimate(today, 28, today)).toMatchObject({ status: 'ok' })
    // The next period due today: not late yet.
    expect(ovulationEstimate(ago(28), 28, today)).toMatchObject({
      status: 'ok',
      nextPeriods: [today, ago(-28), ago(-56)],
    })
  })

  it('never answers with next periods in the past: a period more than a cycle ago is late or not the latest', () => {
    expect(ovulationEstimate(ago(29), 28, today)).toEqual({ status: 'late', nextPeriod: ago(1) })
    expect(ovulationEstimate(weeksAgo(50), 28, today)).toEqual({ status: 'late', nextPeriod: weeksAgo(46) })
    expect(ovulationEstimate(ago(45), 45, today)).toMatchObject({ status: 'ok' })
    expect(ovulationEstimate(ago(46), 45, today)).toMatchObject({ status: 'late' })
    for (let days = 21; days <= 45; days++) {
      for (const back of [0, 10, days, days + 1, 200]) {
        const result = ovulationEstimate(ago(back), days, today)
        if (result?.status === 'ok') expect(result.nextPeriods[0]! >= today).toBe(true)
        else expect(result?.status).toBe('late')
      }
    }
  })

  it('refuses a period after today', () => {
    expect(ovulationEstimate(ago(-3), 28, today)).toEqual({ status: 'future' })
    expect(ovulationEstimate(ago(-1), 45, today)).toEqual({ status: 'future' })
  })

  it('bounds the date field to the last cycle', () => {
    expect(periodRange(28, today)).toEqual({ min: ago(28), max: today })
    expect(periodRange(45, today)).toEqual({ min: ago(45), max: today })
    expect(periodRange(46, today)).toBeNull()
    expect(ovulationEstimate('2026-02-30', 28, today)).toBeNull()
  })
})
