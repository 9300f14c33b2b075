/// When an occasion falls: a date that comes back every year (the default) or once.
public struct OccasionDate: Sendable, Equatable {
    /// As entered: for a yearly occasion, any year it happened (a birth date, a wedding day).
    public let date: CalendarDay
    public let recurring: Bool

    public init(date: CalendarDay, recurring: Bool) {
        self.date = date
        self.recurring = recurring
    }

    /// Its date in `year`: 29 February falls on 28 February in other years.
    func occurrence(in year: Int) -> CalendarDay? {
        if let day = CalendarDay(year: year, month: date.month, day: date.day) { return day }
        return CalendarDay(year: year, month: date.month, day: CalendarDay.length(ofMonth: date.month, year: year))
    }

    /// The first date on or after `today` it falls on; nil for a one-off that has passed.
    public func next(onOrAfter today: CalendarDay) -> CalendarDay? {
        guard recurring else { return date >= today ? date : nil }
        for year in today.year...today.year + 1 {
            if let day = occurrence(in: year), day >= today { return day }
        }
        return nil
    }

    /// Every date it falls on from `first`'s year on, in order (for the reminder planner).
    func occurrences(from first: CalendarDay) -> [CalendarDay] {
        guard recurring else { return [date] }
        return (first.year...first.year + 2).compactMap { occurrence(in: $0) }
    }
}
