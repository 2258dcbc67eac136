// Placeholder until the CLI lands.
print("modelgen")
