// The recipe of the day is a `CalendarDate`: whoever imports the catalog can name its days.
@_exported import CalendarDates
