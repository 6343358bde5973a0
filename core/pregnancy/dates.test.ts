import { describe, expect, it } from 'vitest'
import { addDays, cycle, dayNumber, dueDate, gestationalAge, isCycleLength } from './dates'

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

  it('counts 266 days from conception, and from a transfer less the embryo age', () => {
    expect(dueDate({ from: 'conception', date: '2026-01-15' })?.dueDate).toBe('2026-10-08')
    expect(dueDate({ from: 'transfer', date: '2026-01-20', embryoDays: 5 })?.dueDate).toBe('2026-10-08')
    expect(dueDate({ from: 'transfer', date: '2026-01-18', embryoDays: 3 })?.dueDate).toBe('2026-10-08')
    expect(dueDate({ from: 'conception', date: '2026-01-15' })?.pregnancyStart).toBe('2026-01-01')
  })

  it('refuses dates that do not exist', () => {
    expect(dueDate({ from: 'period', date: '2025-02-29', cycleDays: 28 })).toBeNull()
    expect(dueDate({ from: 'conception', date: '2026-13-01' })).toBeNull()
    expect(dueDate({ from: 'conception', date: 'yesterday' })).toBeNull()
    expect(dayNumber('2026-04-31')).toBeNull()
  })
})

describe('gestationalAge', () => {
  it('gives completed weeks and days, and the week page to read', () => {
    expect(gestationalAge('2026-01-01', '2026-01-01')).toEqual({ weeks: 0, days: 0, pageWeek: 1 })
    expect(gestationalAge('2026-01-01', '2026-03-26')).toEqual({ weeks: 12, days: 0, pageWeek: 13 })
    expect(gestationalAge('2026-01-01', '2026-10-08')).toEqual({ weeks: 40, days: 0, pageWeek: 40 })
    expect(gestationalAge('2026-01-01', '2025-12-31')).toBeNull()
    expect(gestationalAge('2026-01-01', '2026-10-23')).toBeNull()
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
