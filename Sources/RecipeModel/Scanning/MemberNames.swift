/// The member names one kind of object gives meaning to, each with what the scan does with it,
/// matched against a document's bytes without making a `String`.
///
/// A name is at most 16 bytes, held as two little-endian words. The table has a slot for each
/// name, placed by a multiplicative hash chosen when the table is made so that no two names share
/// a slot: a match is two multiplications, one load and three comparisons, however many names
/// there are. With `CatalogScanner.scanKey` reading a name as two words rather than byte by byte,
/// the table-driven scan is faster than the one that spelled every name out in a `switch`.
struct MemberNames<Member: Sendable>: Sendable {
    private struct Slot: Sendable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// The name's length in bytes; -1 for an empty slot.
        var count = -1
        var member: Member?
    }

    private let slots: [Slot]
    private let multiplier: UInt64
    /// 64 minus the number of bits of a slot index.
    private let shift: UInt64

    /// The longest name a table can hold.
    static var longestName: Int { 16 }

    /// A table of `members`, whose names must be distinct and at most `longestName` bytes.
    init(_ members: [(name: String, member: Member)]) {
        let words = members.map { name, _ in
            precondition(name.utf8.count <= Self.longestName, "member name \"\(name)\" is longer than \(Self.longestName) bytes")
            return Self.words(Array(name.utf8))
        }
        // At least four slots per name, so that a multiplier without collisions turns up at once.
        var bits = 2
        while 1 << bits < 4 * max(1, members.count) { bits += 1 }
        // Odd multipliers from a fixed sequence: the same table on every run.
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        while true {
            let shift = UInt64(64 - bits)
            var slots = [Slot](repeating: Slot(), count: 1 << bits)
            var collides = false
            for (index, (low, high)) in words.enumerated() {
                let count = members[index].name.utf8.count
                let slot = Self.slot(low: low, high: high, count: count, multiplier: candidate, shift: shift)
                if slots[slot].count >= 0 {
                    precondition(slots[slot].count != count || slots[slot].low != low || slots[slot].high != high, "member name \"\(members[index].name)\" is listed twice")
                    collides = true
                    break
                }
                slots[slot] = Slot(low: low, high: high, count: count, member: members[index].member)
            }
            if !collides {
                self.slots = slots
                self.multiplier = candidate
                self.shift = shift
                return
            }
            candidate = (candidate &+ 0x9E37_79B9_7F4A_7C15) | 1
        }
    }

    /// What a name stands for; nil for a name not in the table.
    func match(_ name: UnsafeBufferPointer<UInt8>) -> Member? {
        guard name.count <= Self.longestName else { return nil }
        let (low, high) = Self.words(name)
        return match(low: low, high: high, count: name.count)
    }

    /// What the name of `count` bytes held in `low` and `high` (little-endian, zero-padded) stands for; nil for a name not in the table.
    @inline(__always)
    func match(low: UInt64, high: UInt64, count: Int) -> Member? {
        let slot = slots[Self.slot(low: low, high: high, count: count, multiplier: multiplier, shift: shift)]
        guard slot.count == count, slot.low == low, slot.high == high else { return nil }
        return slot.member
    }

    @inline(__always)
    private static func slot(low: UInt64, high: UInt64, count: Int, multiplier: UInt64, shift: UInt64) -> Int {
        let mixed = low &+ (high ^ UInt64(truncatingIfNeeded: count)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: (mixed &* multiplier) >> shift)
    }

    /// A name of at most 16 bytes as two little-endian words, zero-padded.
    private static func words<Bytes: Collection<UInt8>>(_ name: Bytes) -> (UInt64, UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in name.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << UInt64(index * 8)
            } else {
                high |= UInt64(byte) << UInt64((index - 8) * 8)
            }
        }
        return (low, high)
    }
}
