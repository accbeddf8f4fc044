extension Solver {
    /// The records of the constraints in the solver, by handle: an array indexed by the handle,
    /// since handles are dense and increasing. Iteration is in handle order.
    struct RecordTable: Sendable, Sequence {
        private var slots: [Record?] = []
        /// The identity of the solver that owns the table: another solver's handles name
        /// nothing in it.
        let solver: UInt32

        init(solver: UInt32) { self.solver = solver }

        subscript(id: ConstraintID) -> Record? {
            get { id.solver == solver && id.rawValue < slots.count ? slots[id.rawValue] : nil }
            set {
                precondition(id.solver == solver, "A record is kept under its own solver's handle.")
                if id.rawValue < slots.count {
                    slots[id.rawValue] = newValue
                } else if let record = newValue {
                    // Refused constraints leave their handles unused.
                    while slots.count < id.rawValue { slots.append(nil) }
                    slots.append(record)
                }
            }
        }

        /// Removes the record under `id` and returns it, if there was one.
        mutating func removeValue(forKey id: ConstraintID) -> Record? {
            let record = self[id]
            if record != nil { slots[id.rawValue] = nil }
            return record
        }

        /// The handles held, in increasing order.
        var ids: [ConstraintID] { map(\.id) }

        func makeIterator() -> some IteratorProtocol<(id: ConstraintID, record: Record)> {
            slots.lazy.enumerated().compactMap { index, slot in
                slot.map { (id: ConstraintID(rawValue: index, solver: solver), record: $0) }
            }.makeIterator()
        }
    }
}
