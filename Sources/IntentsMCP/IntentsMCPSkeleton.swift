// Skeleton; the IntentsMCP adapter is being written.
import IntentsRuntime
