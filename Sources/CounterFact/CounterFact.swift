// Placeholder until CounterFact lands.
import ModelRuntime
