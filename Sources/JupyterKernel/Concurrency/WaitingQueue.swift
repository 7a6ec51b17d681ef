import Glibc

/// A first-in, first-out queue that threads share: one side appends, the other takes, waiting
/// while it is empty. Over a pthread mutex and condition variable.
final class WaitingQueue<Element>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var elements: [Element] = []
    private var head = 0

    /// Creates an empty queue.
    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Appends `element` and wakes a thread waiting in ``take(wait:)``.
    func append(_ element: Element) {
        pthread_mutex_lock(mutex)
        elements.append(element)
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// The first element, removed; with `wait`, waits for one, else nil when the queue is empty.
    func take(wait: Bool) -> Element? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while head == elements.count {
            guard wait else { return nil }
            pthread_cond_wait(condition, mutex)
        }
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}
