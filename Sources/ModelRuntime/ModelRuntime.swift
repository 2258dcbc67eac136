// Placeholder until the runtime lands.
import CModelRuntime
