// Placeholder until the test tools land.
import ModelRuntime
