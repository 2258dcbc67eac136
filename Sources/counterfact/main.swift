print("counterfact")
