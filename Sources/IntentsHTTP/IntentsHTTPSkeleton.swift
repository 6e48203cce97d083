// Skeleton; the IntentsHTTP adapter is being written.
import IntentsRuntime
